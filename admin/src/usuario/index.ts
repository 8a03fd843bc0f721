import PeopleIcon from '@mui/icons-material/People';
import { UsuarioList } from './UsuarioList';
import { usuarioName } from './record';

export default {
    list: UsuarioList,
    icon: PeopleIcon,
    recordRepresentation: usuarioName,
};
