// An embedded map that loads only when the visitor asks for it: the map provider's page is heavy
// (hundreds of KB on a phone network), sets its own cookies, and is a request to a third party
// that nobody made before pressing the button. The space is reserved, so nothing shifts.
import { Button } from '@tours/shared-ui/components';
import { useState } from 'react';

import { useTexts } from '../lib/i18n';
import { sharedTexts } from '../lib/shared-texts';
import './map-embed.css';

export interface MapEmbedProps {
  src: string;
  /** Accessible name of the map, e.g. 'Map of Darjeeling'. */
  title: string;
  width: number;
  height: number;
  className?: string;
}

export function MapEmbed({ src, title, width, height, className }: MapEmbedProps) {
  const t = useTexts(sharedTexts);
  const [shown, setShown] = useState(false);
  const frameClass = ['ps-map', className].filter(Boolean).join(' ');
  // The placeholder keeps the frame's class, so it takes exactly the frame's space.
  if (shown) {
    return (
      <iframe
        className={frameClass}
        src={src}
        title={title}
        width={width}
        height={height}
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    );
  }
  return (
    <div className={`${frameClass} ps-map--placeholder`}>
      <Button
        variant="secondary"
        // The visible text starts the name (WCAG 2.5.3); the title says which map.
        aria-label={`${t('showMap')}: ${title}`}
        onClick={() => setShown(true)}
      >
        {t('showMap')}
      </Button>
    </div>
  );
}
