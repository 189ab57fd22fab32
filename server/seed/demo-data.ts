// Demo data: replaced by the full data set.
import type { Db } from '../db/connect.ts';

export const DEMO_ACCOUNTS: { role: string; email: string; password: string }[] = [];

export async function loadDemoData(_db: Db): Promise<void> {}
