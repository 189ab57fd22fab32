// Content from the maker's Acoustic Content hub (docs/decisions.md, "Systems outside ours"): with
// ACOUSTIC_API_URL and ACOUSTIC_API_KEY set, the public content calls and the garage read a
// hub on loopback through its delivery API. The hub sees the paths and query the product sends
// (fq, rows, start) and no credential; several answers are read on when the hub gives fewer than
// it found; a document is asked for by the hub's own id. A hub that fails, and the cache, are in
// acoustic-delivery-failures.test.ts.
import { describe, expect, it } from 'vitest';
import { acousticDelivery } from '../../server/areas/content/acoustic-delivery.ts';
import { memoryCache } from '../../server/areas/content/delivery-cache.ts';
import { HUB_LINKS, HUB_MODELS, HUB_VIDEOS } from '../support/acoustic-fixtures.ts';
import { API_KEY, COLOUR_CODE, MODEL_CODE, acoustic, api, hub, hubOrigin, searches, useAcousticHub, warnings } from './acoustic-setup.ts';

useAcousticHub();

describe('the delivery calls the hub receives', () => {
  it('reads the menu header by its content id, with its logo on the hub and its links, sending no credential (delivery is public)', async () => {
    const reply = await api.get('visitor', '/api/content/menu-header');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: 'menu-header',
      name: 'Menu header',
      type: 'Menu',
      elements: { logo: { url: `${hubOrigin()}/${hub.tenant}/dxdam/menu/logo.svg` }, menus: { values: HUB_LINKS } },
    });
    expect(hub.requests).toHaveLength(1);
    const [request] = hub.requests;
    expect(request!.path).toBe(`/api/${hub.tenant}/delivery/v1/content/menu-header`);
    expect(request!.headers.accept).toBe('application/json');
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.headers.cookie).toBeUndefined();
    expect(JSON.stringify(hub.requests)).not.toContain(API_KEY);
  });

  it('lets the pages show pictures and play videos from the hub’s host', async () => {
    const csp = (await api.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
    expect(csp).toContain(`img-src 'self' data: blob: ${hubOrigin()};`);
    expect(csp).toContain(`media-src 'self' blob: ${hubOrigin()};`);
  });

  it('answers 404 for a content id the hub does not have, with no warning', async () => {
    const reply = await api.get('visitor', '/api/content/no-such-document');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('This content was not found.');
    expect(warnings).toEqual([]);
  });

  it('searches C-Models documents with q, fq, fl, sort, rows 9999 and start 0, answering them as the embedded store does', async () => {
    const reply = await api.get('visitor', '/api/content/search?type=C-Models&start=0&rows=9999');
    expect(reply.status).toBe(200);
    expect(reply.body.numFound).toBe(2);
    expect(reply.body.documents.map((d: { name: string }) => d.name)).toEqual(['Cannon Alpha', 'H6']);
    expect(reply.body.documents[0]).toEqual({
      id: 'c-models-Cannon Alpha',
      name: 'Cannon Alpha',
      type: 'C-Models',
      elements: {
        brand: 'GWM',
        model: 'Cannon Alpha',
        driveaway: HUB_MODELS[0]!.driveaway,
        menuCtaText: HUB_MODELS[0]!.menuCtaText,
        menuCtaLink: 'https://www.gwmanz.example/au/models/cannon-alpha/',
        previewMessage: '',
        preview: 'Y',
      },
    });
    const [request] = searches();
    expect(Object.fromEntries(request!.query)).toMatchObject({ q: '*:*', fl: 'id,name,type,url,document:[json]', sort: 'name asc', rows: '9999', start: '0' });
    expect(request!.query.getAll('fq')).toEqual(['classification:content', 'type:"C-Models"']);
  });

  it('searches image assets for the menu pictures, up to 1000, each in its 677x381 rendition', async () => {
    const reply = await api.get('visitor', '/api/content/search?type=Image&start=0&rows=1000');
    expect(reply.status).toBe(200);
    expect(reply.body.documents).toEqual([
      {
        id: 'asset-0',
        name: 'Cannon Alpha Mega Menu.svg',
        type: 'Image',
        elements: { url: `${hubOrigin()}/${hub.tenant}/dxdam/menu/0.svg?resize=677px:381px` },
      },
      { id: 'asset-1', name: 'H6 Mega Menu.svg', type: 'Image', elements: { url: `${hubOrigin()}/${hub.tenant}/dxdam/menu/1.svg?resize=677px:381px` } },
    ]);
    const [request] = searches();
    expect(request!.query.getAll('fq')).toEqual(['classification:asset', 'assetType:image']);
    expect(request!.query.get('rows')).toBe('1000');
  });

  it('searches the videos (1000) and categories (999), and a model’s videos by its search key, with lists and files made plain', async () => {
    const videos = await api.get('visitor', `/api/content/search?type=${encodeURIComponent('PE How To Videos')}&start=0&rows=1000`);
    expect(videos.body.documents.map((d: { name: string }) => d.name)).toEqual([HUB_VIDEOS.first, HUB_VIDEOS.second]);
    expect(videos.body.documents[0].elements).toMatchObject({
      model: HUB_VIDEOS.model,
      default: true,
      categories: ['Getting started'],
      videoUrl: `${hubOrigin()}/${hub.tenant}/dxdam/videos/pairing.webm`,
      thumbnail: { url: expect.stringMatching(new RegExp(`^${hubOrigin()}/${hub.tenant}/dxdam/videos/`)) },
    });
    const categories = await api.get('visitor', `/api/content/search?type=${encodeURIComponent('PE How To Video Category')}&start=0&rows=999`);
    expect(categories.body.documents.map((d: { elements: unknown }) => d.elements)).toEqual([
      { name: 'Getting started', order: 1 },
      { name: 'Towing', order: 2 },
    ]);
    const ofModel = await api.get(
      'visitor',
      `/api/content/search?type=${encodeURIComponent('PE How To Videos')}&model=${encodeURIComponent(HUB_VIDEOS.model)}`,
    );
    expect(ofModel.body.numFound).toBe(2);
    expect(searches().map((r) => [r.query.get('rows'), r.query.getAll('fq')])).toEqual([
      ['1000', ['classification:content', 'type:"PE How To Videos"']],
      ['999', ['classification:content', 'type:"PE How To Video Category"']],
      ['100', ['classification:content', 'type:"PE How To Videos"', 'string3:("Cannon Alpha")']],
    ]);

    const page = await api.get('visitor', '/api/content/how-to-videos');
    expect(page.body.elements.includedModels).toEqual([{ model: HUB_VIDEOS.model, image: { url: `${hubOrigin()}/${hub.tenant}/dxdam/videos/model.svg` } }]);
  });

  it('gives the garage the picture of the vehicle’s model code and colour code and the manual of its model code', async () => {
    const reply = await api.get('owner', '/api/vehicles/user');
    expect(reply.status).toBe(200);
    expect(reply.body[0].image_url).toBe(`${hubOrigin()}/${hub.tenant}/dxdam/vehicles/${MODEL_CODE}-${COLOUR_CODE}.svg`);
    expect(reply.body[0].manual).toEqual({
      title: `${MODEL_CODE} Owner's Manual from the hub`,
      url: `${hubOrigin()}/${hub.tenant}/dxdam/manuals/${MODEL_CODE}.pdf`,
    });
    expect(searches().map((r) => r.query.getAll('fq'))).toEqual(
      expect.arrayContaining([
        ['classification:content', 'type:"Vehicle Image"', `string1:("${MODEL_CODE}")`],
        ['classification:content', 'type:"Owner Manual"', `string1:("${MODEL_CODE}")`],
      ]),
    );
  });

  it('reads on past one answer while the hub has found more than it gave', async () => {
    hub.maxRows = 1;
    const reply = await api.get('visitor', '/api/content/search?type=C-Models&start=0&rows=9999');
    expect(reply.body).toMatchObject({ numFound: 2, documents: [{ name: 'Cannon Alpha' }, { name: 'H6' }] });
    expect(searches().map((r) => [r.query.get('start'), r.query.get('rows')])).toEqual([
      ['0', '9999'],
      ['1', '9998'],
    ]);
  });

  it('asks no more than the rows wanted, from the start wanted', async () => {
    const reply = await api.get('visitor', '/api/content/search?type=C-Models&start=1&rows=1');
    expect(reply.body).toMatchObject({ numFound: 2, documents: [{ name: 'H6' }] });
    expect(searches().map((r) => [r.query.get('start'), r.query.get('rows')])).toEqual([['1', '1']]);
  });
});

describe('a document the hub knows by another content id (ACOUSTIC_CONTENT_IDS)', () => {
  it('is asked for by the hub’s id and answered under our key', async () => {
    const header = hub.items.find((i) => i.id === 'menu-header')!;
    hub.items.push({ ...header, id: '9f077e72-352d-41a3-b2bb-b3857e6bc783' });
    const delivery = acousticDelivery({
      config: acoustic({ contentIds: { 'menu-header': '9f077e72-352d-41a3-b2bb-b3857e6bc783' } }),
      cache: memoryCache(0),
      log: api.app.log,
    });
    try {
      expect(await delivery.document('menu-header')).toMatchObject({ id: 'menu-header', name: 'Menu header', type: 'Menu' });
      expect(hub.requests.map((r) => r.path)).toEqual([`/api/${hub.tenant}/delivery/v1/content/9f077e72-352d-41a3-b2bb-b3857e6bc783`]);
    } finally {
      hub.items.pop();
    }
  });
});
