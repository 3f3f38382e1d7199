// What the shell tells the page inside it: the active brand's name (the page header shows it)
// and that the page sits in the shell's main column (so the header sticks to its top and
// spans it edge to edge). Outside an AppShell (a story, a test) the header is a plain block.
import { createContext, useContext } from 'react';

export interface ShellPage {
  /** The brand the screen works on, or null when it works on none (all brands, or none chosen). */
  readonly activeBrand: string | null;
}

export const ShellPageContext = createContext<ShellPage | null>(null);

/** The shell around the page, or null outside one. */
export const useShellPage = (): ShellPage | null => useContext(ShellPageContext);
