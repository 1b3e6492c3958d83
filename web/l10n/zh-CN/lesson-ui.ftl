# 课程脚本及其图在运行时写入页面的文字（见 en/lesson-ui.ftl）。

## 页面脚本

ui-list-separator = 、

ui-announce-figures = 这会改变{ $sections ->
    [1] 第 { $last } 节
   *[other] 第 { $list } 和 { $last } 节
  }的{ $figures ->
   *[other] 图
  }{ $where ->
    [below] （在下方）
    [above] （在上方）
   *[none] {""}
  }。

ui-channel-readout = 通道 { $channel } 是第 i = { $pair } 对的{ $function ->
    [sin] 正弦
   *[cos] 余弦
  }：ω = { $frequency } 弧度/位置，波长 { $wavelength } 个位置；在位置 { $position }，角度为 { $angle } rad。

ui-main-url-notice = 这个链接中的一些设置无法使用，因此显示的是默认值：
ui-main-load-notice = 这些图需要 WebAssembly，但它无法加载：

ui-order-loading = 加载中…
ui-order-same-order = 这个顺序和原来的一样：换一个来比较。
ui-order-rows-same = 每个词的输出只是移到了这个词的新位置：按原来的顺序放回后，两组输出最多相差 { $residual }，这是舍入噪声。
ui-order-rows-same-blind = 每个词的输出只是移到了这个词的新位置：按原来的顺序放回后，两组输出最多相差 { $residual }，这是舍入噪声。注意力没有注意到新的顺序。
ui-order-rows-differ = 输出变了，而不只是移动了：按原来的顺序放回后，它们仍然相差多达 { $residual }。现在顺序有影响了。
ui-order-pooled-same = 对所有词取平均后，两个句子得到相同的向量（差 { $difference }）：读取这个平均值的模型无法区分这两个句子。
ui-order-pooled-differ = 对所有词取平均后，两个句子得到不同的向量（差 { $difference }）：现在可以区分这两种意思了。

ui-play-stopped = 停在位置 { $p }。

ui-predictions-veil = 在你回答上面的问题或选择“直接看结果”之前，下面的图会一直隐藏。

## 课程自身对链接的检查：URL 提示中的各行

ui-state-order = order 必须把每个词的位置（0 到 { $last }）恰好列出一次；收到的是“{ $got }”，改为颠倒词序。
ui-state-pairs = pairs 中有重复的通道对；收到的是“{ $got }”，改用 { $pairs }。

## 课程的图

# <lesson-outputs>
ui-outputs-name = 两张注意力输出的热力图，原始顺序和重排后的顺序，每个词的两行由一条线相连
ui-outputs-original = 原始顺序
ui-outputs-reordered = 重排后
ui-outputs-legend = 输出
ui-outputs-label = 两张注意力输出的热力图，{ $rows } 行，每行 { $values } 个值：原始顺序（{ $original }）和重排后（{ $reordered }），每个词的两行由一条线相连。
ui-outputs-same = 由线相连的两行属于同一个词。相连的两行完全相同（最大差值 { $gap }）：输出只是换了位置。
ui-outputs-differ = 由线相连的两行属于同一个词。相连的两行最多相差 { $gap }：输出随词序改变了。

