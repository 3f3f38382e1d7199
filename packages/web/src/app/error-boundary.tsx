import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AccessUiTexts } from '@estudio/ui';
import { AppTexts } from '../shared/texts.js';
import { ShellTexts } from './texts.js';

interface State {
  readonly failed: boolean;
}

/**
 * The last line: a rendering failure anywhere shows the generic Spanish error with a way
 * back, instead of a blank page. It never says "permission": a bug is not a refusal.
 */
export class RootErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(AppTexts.unexpected, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Box as="main" role="alert" maxW="32rem" mx="auto" mt="16" p="6" bg="bg" borderWidth="1px" borderRadius="card">
        <Heading as="h1" size="lg" mb="3">
          {AccessUiTexts.dialogs.errorTitle}
        </Heading>
        <Text mb="4">{AppTexts.unexpected}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {ShellTexts.reload}
        </Button>
      </Box>
    );
  }
}
