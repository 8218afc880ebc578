import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import PinIcon from '@mui/icons-material/Pin';
import { Stack } from '@mui/material';
import type { DocumentNode } from 'graphql';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useNotify } from 'react-admin';
import { hasPin } from '../../../domain';
import { useCustomMutation } from '../../providers/useCustomMutation';
import { SEND_PIN_RESET_LINK, SEND_VERIFICATION_LINK } from './accountLinks';

export interface AccountLinkUser {
  id: string;
  email: string;
  role: string;
  verified: boolean;
}

interface LinkAction {
  label: string;
  confirm: string;
  sent: string;
  mutation: DocumentNode;
  icon: ReactElement;
}

const PIN_LINK: LinkAction = {
  label: 'app.accounts.sendPinLink',
  confirm: 'app.accounts.sendPinLinkConfirm',
  sent: 'app.accounts.pinLinkSent',
  mutation: SEND_PIN_RESET_LINK,
  icon: <PinIcon />,
};

const VERIFICATION_LINK: LinkAction = {
  label: 'app.accounts.sendVerificationLink',
  confirm: 'app.accounts.sendVerificationLinkConfirm',
  sent: 'app.accounts.verificationLinkSent',
  mutation: SEND_VERIFICATION_LINK,
  icon: <MailOutlineIcon />,
};

/**
 * On a user's page: mail the user a PIN reset link (staff with a POS PIN) or a new verification
 * link (while unverified), each after a confirmation. The server decides whether the viewer may.
 */
export function AccountLinkButtons({ record }: { record: AccountLinkUser }) {
  const notify = useNotify();
  const { run, isPending } = useCustomMutation<Record<string, boolean>>('users');
  const [asking, setAsking] = useState<LinkAction | null>(null);
  const actions = [hasPin(record.role) && PIN_LINK, !record.verified && VERIFICATION_LINK].filter(
    (action): action is LinkAction => action !== false,
  );
  if (actions.length === 0) return null;

  const send = async () => {
    if (!asking) return;
    const result = await run({ query: asking.mutation, variables: { userId: record.id } });
    if ('data' in result) notify(asking.sent, { type: 'success', messageArgs: { email: record.email } });
    setAsking(null);
  };

  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Button key={action.label} label={action.label} onClick={() => setAsking(action)} disabled={isPending}>
          {action.icon}
        </Button>
      ))}
      <Confirm
        isOpen={asking !== null}
        loading={isPending}
        title={asking?.label ?? ''}
        content={asking?.confirm ?? ''}
        translateOptions={{ email: record.email }}
        confirm="ra.action.confirm"
        onConfirm={send}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
