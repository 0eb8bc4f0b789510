import { describe, expect, it } from 'vitest';
import { inAppLinkPath, type LinkFacts } from './linkInterception';

// SPEC §1: "A click on a link navigates inside the app, unless the link is a javascript link, is empty or '#',
// carries a toggle data attribute, or targets a new window."
const page = { href: 'https://school.example.com/dashboard?tab=1', origin: 'https://school.example.com' };
const filePage = { href: 'file:///app/index.html#/dashboard', origin: 'null' };
const link = (facts: Partial<LinkFacts>): LinkFacts => ({
  href: null,
  target: null,
  hasToggle: false,
  download: false,
  ...facts,
});

describe('inAppLinkPath (SPEC §1)', () => {
  it.each([
    ['absolute path', link({ href: '/library' }), '/library'],
    ['path with query and hash', link({ href: '/viewcourse/c1?x=1#top' }), '/viewcourse/c1?x=1#top'],
    ['relative path', link({ href: 'mail' }), '/mail'],
    ['same-origin full address', link({ href: 'https://school.example.com/help' }), '/help'],
    ['target _self', link({ href: '/help', target: '_self' }), '/help'],
    ['javascript link', link({ href: 'javascript:void(0)' }), null],
    ['JavaScript in capitals', link({ href: 'JAVASCRIPT:alert(1)' }), null],
    ['empty href', link({ href: '' }), null],
    ['no href', link({}), null],
    ["'#'", link({ href: '#' }), null],
    ['in-page anchor', link({ href: '#section-2' }), null],
    ['toggle data attribute', link({ href: '/help', hasToggle: true }), null],
    ['new window', link({ href: '/help', target: '_blank' }), null],
    ['named window', link({ href: '/help', target: 'preview' }), null],
    ['download', link({ href: '/files/a.pdf', download: true }), null],
    ['other site', link({ href: 'https://example.org/' }), null],
    ['protocol-relative other site', link({ href: '//example.org/x' }), null],
    ['mailto', link({ href: 'mailto:ann@example.com' }), null],
    ['the server’s own address (sign-on start)', link({ href: '/api/v1/sso/oidc/school/start' }), null],
    ['the server’s own address in full', link({ href: 'https://school.example.com/api/v1/x' }), null],
    ['a page whose name starts like it', link({ href: '/apiary' }), '/apiary'],
  ])('%s → %j', (_label, facts, expected) => {
    expect(inAppLinkPath(facts, page)).toBe(expected);
  });

  it('keeps absolute paths when the app runs from a local file', () => {
    expect(inAppLinkPath(link({ href: '/dashboard' }), filePage)).toBe('/dashboard');
    expect(inAppLinkPath(link({ href: 'other.html' }), filePage)).toBeNull();
  });
});
