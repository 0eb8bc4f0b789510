import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samlSettingsSchema } from '../../../../core/schemas/samlConfig';
import { SAML_ATTRIBUTES, type SamlTestIdp, startSamlTestIdp } from '../../../test/samlTestIdp';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/testApp';
import { receiveSamlResponse, samlMetadataXml, samlSignInUrl } from './flow';

let test: TestApp;
let idp: SamlTestIdp;
const provider = {
  ...samlSettingsSchema.parse({}),
  id: 'school',
  usernameClaim: SAML_ATTRIBUTES.uid,
  roles: { claim: SAML_ATTRIBUTES.affiliation, adminClaim: SAML_ATTRIBUTES.groups },
};
const ada = {
  nameId: 'ada-1',
  email: 'ada@school.example',
  givenName: 'Ada',
  familyName: 'Lovelace',
  uid: 'ada',
};

beforeAll(async () => {
  test = await buildTestApp();
  idp = await startSamlTestIdp({ spMetadata: samlMetadataXml(TEST_PUBLIC_URL, provider), users: [ada] });
  Object.assign(provider, { idpMetadataUrl: idp.metadataUrl });
});
afterAll(async () => {
  await idp?.close();
  await test?.close();
});

describe('SAML service provider against samlify', () => {
  it('accepts a signed response to its own request, once', async () => {
    const url = await samlSignInUrl(test.app.ctx, provider);
    const response = await idp.respond(url, ada);
    const received = await receiveSamlResponse(test.app.ctx, provider, response);
    expect(received).toMatchObject({
      ok: true,
      identity: { subject: 'ada-1', email: 'ada@school.example', emailVerified: true, username: 'ada' },
      signOut: { nameId: 'ada-1' },
    });
    expect(await receiveSamlResponse(test.app.ctx, provider, response)).toMatchObject({
      ok: false,
      refusal: 'replayed',
    });
  });
  it('refuses a second answer to a request already answered', async () => {
    const url = await samlSignInUrl(test.app.ctx, provider);
    const first = await idp.respond(url, ada);
    const second = await idp.respond(url, ada);
    expect(await receiveSamlResponse(test.app.ctx, provider, first)).toMatchObject({ ok: true });
    expect(await receiveSamlResponse(test.app.ctx, provider, second)).toMatchObject({
      ok: false,
      refusal: 'replayed',
    });
  });
  it('refuses a response to a request it never sent', async () => {
    const other = { ...provider, id: 'other' };
    const url = await samlSignInUrl(test.app.ctx, other);
    const received = await receiveSamlResponse(test.app.ctx, provider, await idp.respond(url, ada));
    expect(received).toMatchObject({ ok: false, refusal: 'state' });
  });
  it.each([
    ['unsigned', 'unsigned'],
    ['expired', 'assertionExpired'],
    ['wrongAudience', 'audience'],
  ] as const)('refuses a %s response', async (variant, refusal) => {
    const url = await samlSignInUrl(test.app.ctx, provider);
    const received = await receiveSamlResponse(test.app.ctx, provider, await idp.respond(url, ada, variant));
    expect(received).toMatchObject({ ok: false, refusal });
  });
});
