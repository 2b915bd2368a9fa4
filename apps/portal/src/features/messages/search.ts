import { z } from 'zod';
import { optionalId } from '../../lib/search';

/** Search params of /userMessageDetail and /userMessageReply: the message, and for staff the enterprise of the thread. */
export const threadSearchSchema = z.object({ id: optionalId, entId: optionalId });
