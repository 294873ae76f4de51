# 操作系统给出的输入输出失败的原因，用 glibc 中文翻译里的说法；错误号留着，便于搜索。

# 原因和错误号（$english 是 Rust 的英文原话）。
os-error = { $english ->
   *[other] { $reason }（os error { $code }）
 }
os-error-custom = { $english ->
   *[other] { $reason }
 }
os-error-other = { $english }
os-not-found = 没有那个文件或目录
os-permission-denied = 权限不够
os-already-exists = 文件已存在
os-is-a-directory = 是一个目录
os-not-a-directory = 不是目录
os-directory-not-empty = 目录非空
os-read-only = 只读文件系统
os-storage-full = 设备上没有空间
os-quota-exceeded = 超出磁盘限额
os-file-too-large = 文件过大
os-broken-pipe = 断开的管道
os-address-in-use = 地址已在使用
os-address-not-available = 无法指定被请求的地址
os-connection-refused = 拒绝连接
os-out-of-memory = 无法分配内存
os-timed-out = 连接超时
os-interrupted = 被中断的系统调用
