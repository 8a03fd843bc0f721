import BusinessIcon from '@mui/icons-material/Business';
import { CompaniaList } from './CompaniaList';
import { companiaName } from './record';

export default {
    list: CompaniaList,
    icon: BusinessIcon,
    recordRepresentation: companiaName,
};
