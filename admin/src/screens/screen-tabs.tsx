// A screen's tabs (its extension's `tabs`), each a list of its own. The tab lives in the address,
// so a reload or a shared link stays on it; the first tab is the address without one.
import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ScreenTab } from './extension.ts';

/** The tab the address names (else the first, or none on a screen without tabs) and how to choose another. */
export function useScreenTab(tabs: ScreenTab[]) {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t.value === params.get('tab')) ?? tabs[0];
  const choose = (value: string | null) => setParams(value && value !== tabs[0]?.value ? { tab: value } : {});
  return { tab, choose };
}

export function ScreenTabs({ tabs, tab, onChange }: { tabs: ScreenTab[]; tab: ScreenTab; onChange: (value: string | null) => void }) {
  return (
    <Tabs value={tab.value} onChange={onChange}>
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
