// A vehicle's picture (docs/owner-app.md 2.9, 2.11): the owner's photo or the catalogue's, or
// nothing at all when there is none or it fails to load, never a broken image.
import { useState } from 'react';

interface VehicleImageProps {
  src: string | null;
  alt: string;
  className?: string;
}

// Stored photos are 528x297 (docs/decisions.md): the size keeps the page from jumping as they load.
export function VehicleImage({ src, alt, className }: VehicleImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <img src={src} alt={alt} width={528} height={297} className={className} onError={() => setFailed(src)} />;
}
