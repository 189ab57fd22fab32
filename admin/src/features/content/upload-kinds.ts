// The two uploads of the Content section: a vehicle image (an image under 20 MB, stored at 528x297)
// and an owner's manual (a PDF under 50 MB), each with its dialog's words and its file's check.
import { MANUAL_TOO_LARGE, MAX_MANUAL_BYTES, NOT_A_PDF } from '../../../../shared/content-uploads.ts';
import { photoProblem } from '../../../../shared/vehicle-photo.ts';

export type UploadKind = 'vehicle-image' | 'owner-manual';

export const KINDS: Record<UploadKind, { title: string; what: string; accept: string; fileLabel: string; problem: (file: File) => string | undefined }> = {
  'vehicle-image': {
    title: 'Upload a vehicle image',
    what: 'Vehicle image',
    accept: 'image/*',
    fileLabel: 'Image (under 20 MB; stored at 528x297)',
    problem: photoProblem,
  },
  'owner-manual': {
    title: 'Upload an owner’s manual',
    what: 'Owner’s manual',
    accept: 'application/pdf,.pdf',
    fileLabel: 'Manual (a PDF under 50 MB)',
    problem: (file) =>
      file.size >= MAX_MANUAL_BYTES ? MANUAL_TOO_LARGE : file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name) ? NOT_A_PDF : undefined,
  },
};
