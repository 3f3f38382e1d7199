// Wraps a tree in the console's design system. The web app renders it once at its root;
// Storybook's preview and the story tests wrap every story in it.
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import './fonts.js';
import { system } from './system.js';

export interface EstudioProviderProps {
  readonly children?: ReactNode;
}

export const EstudioProvider = ({ children }: EstudioProviderProps) => (
  <ChakraProvider value={system}>{children}</ChakraProvider>
);
