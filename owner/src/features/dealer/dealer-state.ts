// The owner's dealer (docs/owner-app.md 2.12, 2.13, 4): the preferred dealer, which a disabled
// dealer or none at all turns into a choice to make; the dealers to choose from; and the choice,
// after which the session's user is read again so the owner bar's Dealers link follows it.
import { proxy } from 'valtio';
import { ApiError } from '../../../../shared/api-client.ts';
import type { Dealer } from '../../../../shared/generated/types.ts';
import { loadUser } from '../../session-state.ts';
import { chooseDealer as putDealerChoice } from './api/choose-dealer.ts';
import { getEnabledDealers } from './api/get-enabled-dealers.ts';
import { getMyDealer } from './api/get-my-dealer.ts';

type Load = 'loading' | 'ready' | 'failed';

interface DealerState {
  /** 'choose' when the owner has no dealer, or theirs is disabled: they must pick another. */
  mine: { status: Load | 'choose'; dealer: Dealer | null; problem: string };
  choices: { status: Load; dealers: Dealer[]; problem: string };
  saving: boolean;
  saveProblem: string;
}

export const dealers = proxy<DealerState>({
  mine: { status: 'loading', dealer: null, problem: '' },
  choices: { status: 'loading', dealers: [], problem: '' },
  saving: false,
  saveProblem: '',
});

const UNEXPECTED = 'Something went wrong on our side. Please try again.';
const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : UNEXPECTED);

/** Loads the preferred dealer; tells what came of it, so the page acts on this load and not an earlier one. */
export async function loadMyDealer(): Promise<DealerState['mine']['status']> {
  dealers.mine = { status: 'loading', dealer: null, problem: '' };
  try {
    const dealer = await getMyDealer();
    dealers.mine = dealer.enabled === false ? { status: 'choose', dealer: null, problem: '' } : { status: 'ready', dealer, problem: '' };
  } catch (error) {
    dealers.mine =
      error instanceof ApiError && error.status === 404
        ? { status: 'choose', dealer: null, problem: '' }
        : { status: 'failed', dealer: null, problem: messageOf(error) };
  }
  return dealers.mine.status;
}

export async function loadDealerChoices(): Promise<void> {
  dealers.choices = { status: 'loading', dealers: [], problem: '' };
  dealers.saveProblem = '';
  try {
    dealers.choices = { status: 'ready', dealers: await getEnabledDealers(), problem: '' };
  } catch (error) {
    dealers.choices = { status: 'failed', dealers: [], problem: messageOf(error) };
  }
}

/** Saves the choice; tells whether it was saved. */
export async function chooseDealer(id: number): Promise<boolean> {
  if (dealers.saving) return false;
  dealers.saving = true;
  dealers.saveProblem = '';
  try {
    await putDealerChoice({ dealer: id });
    // The bar's Dealers link reads the user's dealer; a failed refresh changes nothing saved.
    await loadUser().catch(() => undefined);
    return true;
  } catch (error) {
    dealers.saveProblem = messageOf(error);
    return false;
  } finally {
    dealers.saving = false;
  }
}
