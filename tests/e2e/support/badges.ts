// The badge answers live with the scripts, which the bench shares: scripts never import tests.
export {answerBadgeRequests, BADGE_ANSWERS, CORS_HEADERS, HYDRATED} from '../../../scripts/lib/badge-answers';
