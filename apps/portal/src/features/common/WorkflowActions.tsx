import { Button, HStack } from '@chakra-ui/react';
import { transitionAllowed, type TransitionRule, type TransitionTable } from '@portal/api';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** How the portal fires one action of a transition table: what it calls, and what it asks and says around it. */
export interface WorkflowActionSpec {
  /** fires the action (a mutation); the button shows it running until it settles */
  run: () => Promise<unknown> | void;
  /** a confirmation asked first: its message, or the {@link ConfirmDialog}'s props (title, confirmLabel, confirmPalette); none: fired at once */
  confirm?: string | Pick<ConfirmDialogProps, 'message' | 'title' | 'confirmLabel' | 'confirmPalette'>;
  /** the notice on success */
  done?: string;
  /** the button's label; the table's label by default */
  label?: string;
  /** the button's colour palette: brand for the forward step by default */
  palette?: string;
  variant?: 'solid' | 'outline' | 'ghost';
}

export interface WorkflowActionsProps<S extends string, T extends Record<string, TransitionRule<S>>> {
  /** the transition table of libs/api (ACTIVITY_TRANSITIONS, COURSE_TRANSITIONS...) */
  table: TransitionTable<S, T>;
  /** the record's stored status */
  status: S;
  /** the actions offered, in order; each shows only where the table allows it from `status` */
  actions: { [A in keyof T]?: WorkflowActionSpec };
  /** 编辑, shown while the record is in one of `editableIn`: a button running this, or this element (a link to the editor) */
  edit?: (() => void) | ReactNode;
  /** the statuses a record may be edited in; ['draft'] by default */
  editableIn?: readonly S[];
  /** more buttons after the actions (links to the record's lists) */
  children?: ReactNode;
  size?: 'xs' | 'sm';
}

/**
 * The buttons of a record with a status (issue 41): 编辑 while it may be edited, then each action
 * its transition table allows from its status (libs/api workflow.ts, the same table the server
 * checks), each asking its confirmation first where it has one, and the notice on success.
 */
export function WorkflowActions<S extends string, T extends Record<string, TransitionRule<S>>>({ table, status, actions, edit, editableIn = ['draft' as S], children, size = 'xs' }: WorkflowActionsProps<S, T>) {
  const [asking, setAsking] = useState<keyof T | null>(null);
  const [running, setRunning] = useState<keyof T | null>(null);
  const fire = async (action: keyof T) => {
    const spec = actions[action]!;
    setRunning(action);
    try {
      await spec.run();
      if (spec.done) notify(spec.done, 'success');
    } finally {
      setRunning(null);
      setAsking(null);
    }
  };
  const offered = (Object.keys(actions) as (keyof T)[]).filter((a) => transitionAllowed(table, a, status));
  const asked = asking === null ? undefined : actions[asking]!.confirm;
  return (
    <HStack gap="1" wrap="wrap">
      {edit && editableIn.includes(status) && (typeof edit === 'function' ? (
        <Button size={size} variant="outline" onClick={edit}>
          {t.common.edit}
        </Button>
      ) : edit)}
      {offered.map((a) => {
        const spec = actions[a]!;
        return (
          <Button key={String(a)} size={size} variant={spec.variant ?? (spec.palette ? 'outline' : 'solid')} colorPalette={spec.palette ?? 'brand'} loading={running === a && !spec.confirm} onClick={() => (spec.confirm ? setAsking(a) : void fire(a).catch(() => undefined))}>
            {spec.label ?? table.actions[a]!.label}
          </Button>
        );
      })}
      {children}
      <ConfirmDialog open={asked !== undefined} {...(typeof asked === 'object' ? asked : { message: asked })} pending={running !== null} onClose={() => setAsking(null)} onConfirm={() => void fire(asking!).catch(() => undefined)} />
    </HStack>
  );
}
