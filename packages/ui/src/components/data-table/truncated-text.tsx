// A cell's text cut with an ellipsis at a width, whole in its tooltip: for cells whose column
// cannot be cut as a whole (a row that switches to inputs while it is edited).
import { chakra } from '@chakra-ui/react';

export interface TruncatedTextProps {
  readonly children: string;
  readonly maxWidth: string;
}

export const TruncatedText = ({ children, maxWidth }: TruncatedTextProps) => (
  <chakra.span display="block" maxW={maxWidth} truncate title={children}>
    {children}
  </chakra.span>
);
