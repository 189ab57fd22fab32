// What a content document shows of its file in the list: a vehicle picture or a video's thumbnail
// small, a manual as a link to its PDF; nothing for documents without a file (or whose file's
// address is none a browser should follow).
import { Anchor, Image, VisuallyHidden } from '@mantine/core';
import type { BaseRecord } from '@refinedev/core';
import { safeHref } from '../../../../shared/safe-link.ts';

interface Elements {
  image?: { url?: string };
  thumbnail?: { url?: string };
  file?: { url?: string };
}

export function ContentFileCell({ document }: { document: BaseRecord }) {
  const elements = (document.elements ?? {}) as Elements;
  const picture = elements.image?.url ?? elements.thumbnail?.url;
  if (picture) return <Image src={picture} alt={`Picture of ${String(document.name)}`} w={88} h={50} radius="sm" fit="cover" />;
  const manual = safeHref(elements.file?.url);
  if (manual)
    return (
      <Anchor href={manual} target="_blank" rel="noopener">
        PDF<VisuallyHidden> of {String(document.name)}</VisuallyHidden>
      </Anchor>
    );
  return null;
}
