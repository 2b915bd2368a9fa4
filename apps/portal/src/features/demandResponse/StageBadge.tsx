import { Badge } from '@chakra-ui/react';
import { RESPONSE_STAGE_LABELS, type ResponseItem } from '@portal/api';

const STAGE_COLORS = { submitted: 'orange', allocated: 'blue', tracked: 'green' } as const;

/** The stage badge of a response: 已投递 orange, 已分配 blue, 跟踪中 green. */
export const StageBadge = ({ r }: { r: Pick<ResponseItem, 'stage'> }) => <Badge colorPalette={STAGE_COLORS[r.stage]}>{RESPONSE_STAGE_LABELS[r.stage]}</Badge>;
