import 'styled-components';
import type { Theme } from './theme.ts';

// Lets every styled component read `props.theme` with the platform's theme type.
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
