import type { FastifyInstance } from 'fastify';
import { serveCalls } from '../../lib/serve-calls.ts';
import * as views from './views.service.ts';
import * as metrics from './metrics.service.ts';
import * as rules from './rules.service.ts';
import * as alarms from './alarms.service.ts';

/** Cloud monitoring: business views and their groups, metrics. */
export function monitoringRoutes(app: FastifyInstance): void {
  serveCalls(app, {
    monitorViewList: views.listViews,
    monitorViewCreate: views.createView,
    monitorViewUpdate: views.updateView,
    monitorViewDelete: views.deleteView,
    monitorGroupCreate: views.createGroup,
    monitorGroupUpdate: views.updateGroup,
    monitorGroupDelete: views.deleteGroup,
    monitorGroupAssign: views.assignResources,
    monitorGroupResources: views.groupResources,
    monitorSeries: metrics.series,
    monitorLatest: metrics.latest,
    monitorFreshness: metrics.freshness,
    alarmRuleList: rules.listRules,
    alarmRuleGet: rules.getRule,
    alarmRuleCreate: rules.createRule,
    alarmRuleUpdate: rules.updateRule,
    alarmRuleEnable: rules.enableRules,
    alarmRuleCopy: rules.copyRule,
    alarmRuleDelete: rules.deleteRules,
    alarmEventList: alarms.listEvents,
    alarmAcknowledge: alarms.acknowledge,
    alarmMute: alarms.mute,
    alarmMuteList: alarms.listMutes,
  });
}
