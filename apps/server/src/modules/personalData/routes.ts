import { endpoints } from '@portal/api';
import type { Router } from '../../http/router';
import { revealNumber } from './service';

/**
 * The reveal of a masked identity or mobile number (issue 24): one endpoint for every list and
 * register, deciding by the source registered with `registerRevealSource` and logging every try.
 */
export function personalDataRoutes(r: Router): void {
  r.handle(endpoints.revealNumber, (input, { db, user }) => revealNumber(db, user, input));
}
