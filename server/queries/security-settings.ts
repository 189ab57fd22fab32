// The security settings an administrator decides for every staff account: one row, absent until
// first saved (the defaults then hold). Every server keeps them in memory, as it keeps sessions:
// a change, from any server, is announced on sessions_changed (migration 0022) and forgets the copy.
import { eq } from 'drizzle-orm';
import type { SecuritySettingsAnswer } from '../../shared/generated/types.ts';
import type { Db } from '../db/connect.ts';
import type { ChangeListener } from '../db/notifications.ts';
import { securitySettings } from '../generated/tables.ts';

export type SecuritySettings = SecuritySettingsAnswer;

/** The one row's id (the audit log's record). */
export const SETTINGS_ROW = 1;
const DEFAULTS: SecuritySettings = { two_step_required: false };

export function securitySettingsRepository(db: Db) {
  return {
    async read(): Promise<SecuritySettings> {
      const [row] = await db
        .select({ two_step_required: securitySettings.two_step_required })
        .from(securitySettings)
        .where(eq(securitySettings.id, SETTINGS_ROW));
      return { two_step_required: row?.two_step_required ?? DEFAULTS.two_step_required };
    },

    /** Saves the settings (on the transaction that records the change); answers them before and after. */
    async save(settings: SecuritySettings): Promise<{ before: SecuritySettings; after: SecuritySettings }> {
      const before = await this.read();
      await db
        .insert(securitySettings)
        .values({ id: SETTINGS_ROW, ...settings })
        .onConflictDoUpdate({ target: securitySettings.id, set: { ...settings, updated_at: new Date() } });
      return { before, after: settings };
    },
  };
}

/** The settings as this server last read them, while changes can be heard and for at most `keepMs`. */
export class KeptSecuritySettings implements ChangeListener {
  private kept: { settings: Promise<SecuritySettings>; until: number } | undefined;
  private reachable = false;

  constructor(
    private readonly read: () => Promise<SecuritySettings>,
    private readonly keepMs: number,
  ) {}

  get(now = Date.now()): Promise<SecuritySettings> {
    if (this.kept && this.kept.until > now) return this.kept.settings;
    const settings = this.read();
    // A change heard while this read is on its way forgets it too (changed() below), so a read the change overtook is not kept.
    if (this.reachable && this.keepMs > 0) {
      const kept = { settings, until: now + this.keepMs };
      this.kept = kept;
      settings.catch(() => {
        if (this.kept === kept) this.kept = undefined;
      });
    }
    return settings;
  }

  changed(): void {
    this.kept = undefined;
  }

  heard(reachable: boolean): void {
    this.reachable = reachable;
    this.kept = undefined;
  }
}
