import BadgeIcon from '@mui/icons-material/Badge';
import { ConductorDialog } from './ConductorDialog';
import { ConductorList } from './ConductorList';
import { conductorName } from './record';

// Created and edited in a dialog over the list, as the panel's other catalogues.
export default {
    list: ConductorList,
    create: ConductorDialog,
    edit: ConductorDialog,
    icon: BadgeIcon,
    recordRepresentation: conductorName,
};
