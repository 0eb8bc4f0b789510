import type { Config } from '../../config';
import type { Mailer } from '../../mail/mailer';
import type { SessionContext } from './sessions';

/** What the account services use of the app; a FastifyInstance satisfies it. */
export interface AccountContext extends SessionContext {
  mailer: Mailer;
  config: Pick<Config, 'tokenSecret' | 'publicUrl' | 'supportEmail' | 'teacherRegistration'>;
}
