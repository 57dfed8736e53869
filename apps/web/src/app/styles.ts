// The CSS every screen needs: Mantine's variables and resets (CSS, no JavaScript), then ours. The
// CSS of Mantine's components comes with the screens that use them (components/ui/mantine/).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './global.css';
