import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './i18n.ts';

// Dates follow the shown language. Here rather than in i18n.ts so that dayjs loads with the
// console's antd (app/antd-providers.tsx imports this), not with the sign-in page, which shows
// no dates (docs/decisions.md, "Web performance").
const follow = (lang: string) => dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
follow(i18n.language);
i18n.on('languageChanged', follow);
