// Languages prism-react-renderer does not bundle; the order of these imports matters.
import './prism-global'
import 'prismjs/components/prism-bash'
import 'prismjs/components/prism-diff'
