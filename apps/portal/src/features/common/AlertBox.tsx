import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AlertBoxProps extends Omit<Alert.RootProps, 'title' | 'children'> {
  /** the line in bold; none: the description alone */
  title?: ReactNode;
  /** the text under the title (a sentence, a list of problems) */
  description?: ReactNode;
  /** after the text: a button */
  children?: ReactNode;
}

/**
 * A coloured notice with its icon (Chakra's Alert): `status` sets the colour and the icon (info,
 * success, warning, error), then the title and the description. Root props (borderRadius,
 * role="alert" for an error that just appeared, data-testid) go to the root.
 */
export function AlertBox({ title, description, children, ...root }: AlertBoxProps) {
  return (
    <Alert.Root {...root}>
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {children}
    </Alert.Root>
  );
}
