/** Filled in with the session store (runtime-core issue): log-in label or user name. */
export function UserBox() {
  return <div className="user-box" />;
}
