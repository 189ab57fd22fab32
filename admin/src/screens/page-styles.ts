// The whole Mantine stylesheet, loaded with the first screen rather than with the shell
// (shell/shell-styles.ts has the few the shell needs first).
import '@mantine/core/styles.layer.css';

/** Renders nothing: loading this module is what brings the styles. */
export default function PageStyles() {
  return null;
}
