// Only the Mantine styles the shell shows before any screen loads, in Mantine's order; every
// screen brings the whole stylesheet with it (screens/page-styles.ts), so the first load stays
// light. The layered files (@layer mantine) let our own CSS win whichever arrives last.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/NavLink.layer.css';
import '@mantine/core/styles/AppShell.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
