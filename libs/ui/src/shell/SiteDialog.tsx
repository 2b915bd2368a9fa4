import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from './DialogFrame';
import { MailIcon, PhoneIcon } from './icons';
import { formatChineseDate } from './navigation';

export interface SiteDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * The notice's text as configured; where it holds {@link SITE_DIALOG_DEADLINE_SLOT} ('{deadline}')
   * the deadline is shown, emphasised (once; a text without the slot shows the deadline after it)
   */
  text: string;
  /** 'YYYY-MM-DD', shown as 'YYYY年M月D日' */
  deadline: string;
  phones: string[];
  email: string;
}

/** Where the site notice's configured text shows the deadline (the contract's SITE_NOTICE_DEADLINE_SLOT). */
export const SITE_DIALOG_DEADLINE_SLOT = '{deadline}';

/** A line of the contacts: its icon, then the text. */
function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="2">
      <Box as="span" mt="1.5" flexShrink={0}>
        {icon}
      </Box>
      {children}
    </HStack>
  );
}

/**
 * The site-wide dialog of SPEC.md section 1: enterprise contacts are asked to update their data
 * through the 数据采集 module before the deadline (the configured text); the help phone numbers and mailbox.
 */
export function SiteDialog({ open, onClose, text, deadline, phones, email }: SiteDialogProps) {
  const slot = text.indexOf(SITE_DIALOG_DEADLINE_SLOT);
  const before = slot < 0 ? `${text} 截止日期：` : text.slice(0, slot);
  const after = slot < 0 ? '' : text.slice(slot + SITE_DIALOG_DEADLINE_SLOT.length);
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      size={{ base: 'sm', md: 'md' }}
      title="温馨提示"
      titleProps={{ fontSize: 'lg' }}
      positionerProps={{ px: '3' }}
      contentProps={{ borderTopWidth: '4px', borderTopColor: 'brand.600' }}
      footer={
        <Button colorPalette="brand" px="8" onClick={onClose}>
          我知道了
        </Button>
      }
    >
      <Stack gap="4" fontSize="md" lineHeight="1.9">
        <Text data-testid="site-dialog-text">
          {before}
          <Text as="strong" color="accent.fg" mx="1" data-testid="site-dialog-deadline">
            {formatChineseDate(deadline)}
          </Text>
          {after}
        </Text>
        <Box bg="bg.muted" borderRadius="md" px="4" py="3">
          <Text fontWeight="semibold" mb="1">
            如有疑问，请联系：
          </Text>
          {phones.length > 0 && (
            <ContactLine icon={<PhoneIcon size={16} />}>
              <Text>
                咨询电话：
                {phones.map((p, i) => (
                  <span key={p}>
                    {i > 0 && '、'}
                    <Link href={`tel:${p.replace(/[^\d+]/g, '')}`} color="brand.fg" whiteSpace="nowrap" data-testid="site-dialog-phone">
                      {p}
                    </Link>
                  </span>
                ))}
              </Text>
            </ContactLine>
          )}
          {email && (
            <ContactLine icon={<MailIcon size={16} />}>
              <Text>
                咨询邮箱：
                <Link href={`mailto:${email}`} color="brand.fg" wordBreak="break-all" data-testid="site-dialog-email">
                  {email}
                </Link>
              </Text>
            </ContactLine>
          )}
        </Box>
      </Stack>
    </DialogFrame>
  );
}
