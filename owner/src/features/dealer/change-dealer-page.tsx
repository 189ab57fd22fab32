// /changemydealer (docs/owner-app.md 2.13, 4): every enabled dealer with a filter box and a tick
// on the owner's current one; choosing a row saves it and goes to My dealer. A failed save
// stays here and says so.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { paths } from '../../paths.ts';
import { PageLoading } from '../../shell/page-loading.tsx';
import { DealerList } from '../../domain/dealer-list.tsx';
import { OutcomeMessage } from '../../ui/form-card.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { usePhoneLayout } from '../../ui/use-phone-layout.ts';
import { session } from '../../session-state.ts';
import { chooseDealer, dealers, loadDealerChoices } from './dealer-state.ts';
import './dealer.css';

const LIST_HEIGHT = 560;

export function ChangeDealerPage() {
  const { choices, saving, saveProblem } = useSnapshot(dealers);
  const { user } = useSnapshot(session);
  const [, navigate] = useLocation();
  // Wider screens keep the list in a box of its own, the current dealer scrolled into sight; a
  // phone scrolls the page itself rather than a box inside it.
  const height = usePhoneLayout() ? undefined : LIST_HEIGHT;
  useEffect(() => {
    void loadDealerChoices();
  }, []);

  async function choose(id: number) {
    if (await chooseDealer(id)) navigate(paths.mydealer);
  }

  return (
    <section className="page dealer-page">
      <h1 className="page-head">Change dealer</h1>
      <p className="lead">Choose the dealer you would like to look after your vehicle. We will show it on My dealer and suggest it when you book a service.</p>
      {choices.status === 'loading' && <PageLoading />}
      {choices.status === 'failed' && <LoadFailure problem={`We could not load the dealers. ${choices.problem}`} onRetry={() => void loadDealerChoices()} />}
      {choices.status === 'ready' && (
        <div className="dealer-page__choices">
          {saveProblem && <OutcomeMessage kind="error">We could not save your dealer. {saveProblem}</OutcomeMessage>}
          {saving && (
            <p role="status" className="dealer-page__saving">
              Saving your dealer…
            </p>
          )}
          <DealerList
            dealers={choices.dealers}
            selectedId={user?.dealers_id}
            onChoose={(dealer) => void choose(dealer.id)}
            label="Dealers"
            busy={saving}
            height={height}
          />
        </div>
      )}
    </section>
  );
}
