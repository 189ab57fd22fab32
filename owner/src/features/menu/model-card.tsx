// One model of the menu: its picture (or the placeholder when it has none or it fails to
// load), the call-to-action text and the preview message, leading to the model's page.
import { useState } from 'react';
import { SiteLink } from '../../ui/site-link.tsx';
import { leaveModelsMenu } from './menu-state.ts';
import type { MenuModel } from './model-menu.ts';

export const PLACEHOLDER_IMAGE = '/images/model-placeholder.svg';

export function ModelCard({ model }: { model: MenuModel }) {
  const [failed, setFailed] = useState(false);
  return (
    <SiteLink href={model.link} className="model-card" onClick={leaveModelsMenu}>
      <span className="model-card__media">
        <img
          className="model-card__image"
          src={(!failed && model.image) || PLACEHOLDER_IMAGE}
          alt=""
          width={677}
          height={381}
          loading="lazy"
          onError={() => setFailed(true)}
        />
        {model.previewMessage && <span className="model-card__badge">{model.previewMessage}</span>}
      </span>
      <span className="model-card__cta">{model.ctaText}</span>
    </SiteLink>
  );
}
