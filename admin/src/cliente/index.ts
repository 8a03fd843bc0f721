import PeopleIcon from '@mui/icons-material/People';
import { ClienteList } from './ClienteList';
import { clienteName } from './record';

export default {
    list: ClienteList,
    icon: PeopleIcon,
    recordRepresentation: clienteName,
};
