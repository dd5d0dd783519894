import { registrationTerms } from '../user/index.ts';
import { recordAcceptances, registrationAcceptance } from './acceptance.ts';
import { readCurrentVersions } from './current-versions.ts';

registrationTerms.fill({
  accept: async (ctx, sent) => registrationAcceptance(sent, await readCurrentVersions(ctx.db)),
  record: (tx, userId, accepted, ip) => recordAcceptances(tx, userId, accepted, 'register', ip),
});
