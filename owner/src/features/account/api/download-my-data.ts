// GET /api/user/export: everything myGWM holds of the signed-in owner, as the JSON file it is.
import { api } from '../../../../../shared/api-client.ts';

export const downloadMyData = () => api.file('/user/export');
