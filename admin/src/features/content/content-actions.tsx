// The Content section's header buttons: upload a vehicle image, upload an owner's manual, add a
// how-to video, each opening its dialog.
import { Button } from '@mantine/core';
import { useState } from 'react';
import { UploadDialog } from './upload-dialog.tsx';
import type { UploadKind } from './upload-kinds.ts';
import { VideoDialog } from './video-dialog.tsx';

export function ContentActions() {
  const [open, setOpen] = useState<UploadKind | 'video' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <Button variant="default" onClick={() => setOpen('vehicle-image')}>
        Upload a vehicle image
      </Button>
      <Button variant="default" onClick={() => setOpen('owner-manual')}>
        Upload an owner’s manual
      </Button>
      <Button variant="default" onClick={() => setOpen('video')}>
        + Add a video
      </Button>
      <UploadDialog kind="vehicle-image" opened={open === 'vehicle-image'} onClose={close} />
      <UploadDialog kind="owner-manual" opened={open === 'owner-manual'} onClose={close} />
      <VideoDialog record={undefined} opened={open === 'video'} onClose={close} />
    </>
  );
}
