import { SignOnLanding } from './SignOnLanding';

/** /loginSSO: single sign-on by OpenID Connect (issue 34). */
export default function LoginSsoPage() {
  return <SignOnLanding protocol="oidc" />;
}
