// Mantine CSS this folder's components need beyond the shell's (docs/architecture.md, Styles):
// it loads with the chunks that render them.
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
