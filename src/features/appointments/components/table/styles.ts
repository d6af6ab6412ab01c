// Mantine CSS this folder's components need beyond the shell's (docs/architecture.md, Styles):
// it loads with the chunks that render them.
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tabs.css';
