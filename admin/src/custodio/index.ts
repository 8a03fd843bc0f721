import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { CustodioDialog } from './CustodioDialog';
import { CustodioList } from './CustodioList';
import { custodioName } from './record';

// Created and edited in a dialog over the list, as the panel's other catalogues.
export default {
    list: CustodioList,
    create: CustodioDialog,
    edit: CustodioDialog,
    icon: AssignmentIndIcon,
    recordRepresentation: custodioName,
};
