// @ts-check
/**
 * Linux shares the CPU between scheduling groups (autogroups, one a session) before it shares a
 * group's part between its processes: a process's own nice value counts only inside its group.
 * A command started in a session of its own (`detached`) gets a group of its own, whose nice
 * value all its processes follow, including the ones it starts later. This module sets that
 * value, so a lane can run on what the lanes in front leave idle, then at full priority.
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

/** The lowest priority a group can have. */
export const LOWEST = 19
/** The priority every group starts with. */
export const NORMAL = 0

/**
 * Sets the nice value of the scheduling group of the process `pid`.
 * @param {number} pid
 * @param {number} nice
 */
export function setGroupNice(pid, nice) {
  writeFileSync(`/proc/${pid}/autogroup`, String(nice))
}

/**
 * Whether this machine schedules by autogroup and lets this process lower a group's priority and
 * raise it back (raising needs CAP_SYS_NICE): tried on a throwaway process of its own session.
 * @returns {Promise<boolean>}
 */
export async function canSetGroupNice() {
  try {
    if (readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() !== '1') return false
  } catch {
    return false
  }
  const probe = spawn('sleep', ['10'], { detached: true, stdio: 'ignore' })
  await new Promise((resolve) => probe.once('spawn', resolve))
  try {
    if (probe.pid === undefined) return false
    setGroupNice(probe.pid, LOWEST)
    setGroupNice(probe.pid, NORMAL)
    return true
  } catch {
    return false
  } finally {
    probe.kill()
  }
}
