import type { Mailer } from '../../mail/mailer';
import type { ServiceContext } from '../../platform/context';

/** What the account services use: the service context and the mailer (a request's `ctx` is one). */
export interface AccountContext extends ServiceContext {
  mailer: Mailer;
}
