import type { ServiceContext } from '../../context/serviceContext';
import type { Mailer } from '../../mail/mailer';

/** What the account services use: the service context and the mailer (a request's `ctx` is one). */
export interface AccountContext extends ServiceContext {
  mailer: Mailer;
}
