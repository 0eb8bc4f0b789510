import { SignOnLanding } from './SignOnLanding';

/** /loginIDQ: single sign-on by SAML 2.0, the school's identity federation (issue 34). */
export default function LoginIdqPage() {
  return <SignOnLanding protocol="saml" />;
}
