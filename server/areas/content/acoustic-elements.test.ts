import { describe, expect, it } from 'vitest';
import { plainElements } from './acoustic-elements.ts';

const HUB = 'https://my12.digitalexperience.ibm.com';

describe('Acoustic elements made plain', () => {
  it('reads each kind of element as shared/content.ts has it', () => {
    expect(
      plainElements(
        {
          title: { elementType: 'formattedtext', value: '<p>Hi</p>' },
          order: { elementType: 'number', value: 2 },
          default: { elementType: 'toggle', value: false },
          trim: { elementType: 'optionselection', value: { selection: 'ultra', label: 'Ultra' } },
          dealer: { elementType: 'reference', value: { id: 'c0ffee', name: 'Dealer' } },
          file: { elementType: 'file', url: '/t/dxdam/manual.pdf', asset: { fileName: 'manual.pdf' } },
          image: { elementType: 'image', url: 'https://cdn.example/x.png', renditions: { default: { url: '/t/other.png' } } },
          categories: { elementType: 'category', categories: ['Videos/Getting started', 'Videos/Towing'] },
          tags: { elementType: 'text', values: ['a', 'b'] },
          pictures: { elementType: 'image', values: [{ url: '/t/1.png' }, { nothing: true }] },
          group: { elementType: 'group', value: { name: { elementType: 'text', value: 'Inside' } } },
        },
        HUB,
      ),
    ).toEqual({
      title: '<p>Hi</p>',
      order: 2,
      default: false,
      trim: 'ultra',
      dealer: 'c0ffee',
      file: { url: `${HUB}/t/dxdam/manual.pdf` },
      image: { url: 'https://cdn.example/x.png' },
      categories: ['Getting started', 'Towing'],
      tags: ['a', 'b'],
      pictures: [{ url: `${HUB}/t/1.png` }],
      group: { name: 'Inside' },
    });
  });

  it('keeps several links as {values}, as the menu header reads them', () => {
    const links = [{ linkURL: '/book/service', linkText: 'Book a Service', linkDescription: '' }];
    expect(plainElements({ menus: { elementType: 'link', values: links } }, HUB)).toEqual({
      menus: { values: [{ linkURL: '/book/service', linkText: 'Book a Service' }] },
    });
  });

  it('leaves out what is not an element, and an image without an address', () => {
    expect(plainElements({ a: 'text', b: null, c: [1], d: { elementType: 'image' } }, HUB)).toEqual({});
    expect(plainElements('not elements', HUB)).toEqual({});
  });
});
