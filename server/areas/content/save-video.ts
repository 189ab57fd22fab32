// A how-to video saved from its dialog's form (video-form.ts): added, or the one at `key` changed,
// with its audit entry in one transaction; a refused form keeps none of its files, and the files
// the saved video no longer names are removed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { entities } from '../../../shared/generated/entities.ts';
import { slug } from '../../../shared/slug.ts';
import { InputError, notFound } from '../../core/errors.ts';
import { fileKeysIn } from '../../core/file-addresses.ts';
import { type ReadForm, keepingIfSaved } from '../../platform/files/multipart.ts';
import { forgetFiles } from '../../platform/files/named-files.ts';
import { withAudit } from '../../queries/audit-log.ts';
import { contentVideoRepository } from '../../queries/content-videos.ts';
import { readVideo } from './video-form.ts';

export async function saveVideo(app: FastifyInstance, request: FastifyRequest, form: ReadForm, key: string | undefined) {
  const videos = contentVideoRepository(app.database.db);
  const current = key ? await videos.find(key) : undefined;
  const { after: saved } = await keepingIfSaved(app.files, form, async () => {
    if (key && !current) throw notFound('This video');
    const { elements, published } = await readVideo(form, videos, current?.elements);
    const documentKey = key ?? `video-${slug(form.fields.model!)}-${slug(form.fields.video_title!)}`;
    if (!key && (await videos.keyTaken(documentKey))) throw new InputError({ video_title: ['This model already has a video with this title.'] });
    return withAudit(app.database.db, request.user!, async (tx) => {
      const after = await contentVideoRepository(tx).save({ key: documentKey, name: elements.videoTitle, elements, published });
      return { action: current ? 'update' : 'create', entity: entities['content-document'].id, recordId: documentKey, before: current, after };
    });
  });
  await forgetFiles(app.database.db, app.files, fileKeysIn(JSON.stringify(current?.elements ?? {})), request.log);
  return saved;
}
